// _gamelab: gamelab-cli's commands in-process for the `gamelab` package (python/gamelab/).
// run() executes one command line on a worker thread with the GIL released; the calling thread
// wakes every 20 ms to let Python handle signals, and on Ctrl-C cancels the command's token,
// waits for the worker and raises KeyboardInterrupt.
#include "app/cli/clidispatch.h"
#include "app/cli/clistreams.h"
#include "core/common/cancel.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace py = pybind11;

namespace {

constexpr auto kSignalPoll = std::chrono::milliseconds(20);

struct Outcome {
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  int exitCode = 1;
  std::string out;
  std::string err;
};

/// Runs `args` (a gamelab-cli command line without the program name) with `stdinText` as the
/// input "-" and, with `timeout`, a deadline on the command's cancel token. Returns
/// (exit code, stdout, stderr) of the command.
py::tuple run(std::vector<std::string> args, std::optional<std::string> stdinText, std::optional<double> timeout) {
  const gamelab::CancelToken cancel;
  if (timeout && *timeout >= 0 && *timeout < 1e9)
    cancel.setTimeLimit(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(*timeout)));
  auto outcome = std::make_shared<Outcome>();
  bool interrupted = false;
  {
    py::gil_scoped_release release;
    std::thread worker([outcome, cancel, args = std::move(args), text = std::move(stdinText).value_or("")]() mutable {
      int code = 1;
      std::string out;
      std::string err;
      try {
        gamelab::cli::InProcessCli scope(std::move(text), cancel);
        code = gamelab::cli::runCliCommand(std::move(args));
        out = scope.out();
        err = scope.err();
      } catch (const std::exception& e) {
        err = std::string("gamelab: internal error: ") + e.what() + "\n";
      }
      std::lock_guard<std::mutex> lock(outcome->mutex);
      outcome->exitCode = code;
      outcome->out = std::move(out);
      outcome->err = std::move(err);
      outcome->done = true;
      outcome->finished.notify_all();
    });
    for (;;) {
      {
        std::unique_lock<std::mutex> lock(outcome->mutex);
        if (outcome->finished.wait_for(lock, kSignalPoll, [&] { return outcome->done; })) break;
      }
      py::gil_scoped_acquire acquire;
      if (PyErr_CheckSignals() != 0) {  // the error (KeyboardInterrupt) stays set for below
        interrupted = true;
        break;
      }
    }
    if (interrupted) cancel.cancel();
    worker.join();
  }
  if (interrupted) throw py::error_already_set();
  return py::make_tuple(outcome->exitCode, py::bytes(outcome->out), py::bytes(outcome->err));
}

}  // namespace

PYBIND11_MODULE(_gamelab, m) {
  m.doc() = "gamelab-cli's commands in-process (use the gamelab package)";
  m.def("run", &run, py::arg("args"), py::arg("stdin") = std::nullopt, py::arg("timeout") = std::nullopt,
        "Runs a gamelab-cli command line; returns (exit code, stdout bytes, stderr bytes).");
}
