// _gamelab: gamelab-cli's commands in-process for the `gamelab` package (python/gamelab/).
// run() executes one command line on the calling thread with the GIL released; on the main
// thread Ctrl-C cancels the command's token and raises KeyboardInterrupt when it has stopped.
#include "app/cli/clidispatch.h"
#include "app/cli/clistreams.h"
#include "core/common/cancel.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <bit>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <exception>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace py = pybind11;

namespace {

unsigned long mainThread = 0;  // threading.main_thread().ident, read at import

struct Outcome {
  int exitCode = 1;
  std::string out;
  std::string err;
};

Outcome runHere(std::vector<std::string> args, std::string stdinText, const gamelab::CancelToken& cancel) {
  Outcome outcome;
  try {
    gamelab::cli::InProcessCli scope(std::move(stdinText), cancel);
    outcome.exitCode = gamelab::cli::runCliCommand(std::move(args));
    outcome.out = scope.out();
    outcome.err = scope.err();
  } catch (const std::exception& e) {
    outcome.exitCode = 1;
    outcome.err = std::string("gamelab: internal error: ") + e.what() + "\n";
  }
  return outcome;
}

/// The token of the command running on the main thread, for the SIGINT handler below, and the
/// number of handlers running (a call waits for none before its token goes).
std::atomic<const gamelab::CancelToken*> interruptible{nullptr};
std::atomic<int> handlersRunning{0};
std::atomic<bool> sigintSeen{false};
struct sigaction pythonSigint;

/// SIGINT during a call on the main thread: Python's own handler (it notes the signal for
/// PyErr_CheckSignals), then the command's token is cancelled. Async-signal-safe: the handler
/// Python installs is, and cancel() is one store to a lock-free atomic.
void onSigint(int sig, siginfo_t* info, void* context) {
  handlersRunning.fetch_add(1);
  const int savedErrno = errno;
  if (pythonSigint.sa_flags & SA_SIGINFO)
    pythonSigint.sa_sigaction(sig, info, context);
  else
    pythonSigint.sa_handler(sig);
  sigintSeen.store(true);
  if (const auto* token = interruptible.load()) token->cancel();
  errno = savedErrno;
  handlersRunning.fetch_sub(1);
}

/// Runs `args` (a gamelab-cli command line without the program name) with `stdinText` as the
/// input "-" and, with `timeout`, a deadline on the command's cancel token. Returns
/// (exit code, stdout, stderr) of the command.
///
/// The command runs on the calling thread with the GIL released (a hand-off to another thread
/// costs more than solving a 2x2 game). On the main thread, where Python handles SIGINT, a
/// handler that calls Python's and then cancels the command is in place for the call; after it
/// PyErr_CheckSignals runs Python's handler (KeyboardInterrupt) as soon as the solver has
/// stopped (the solvers notice a cancel within 0.1 s). Other signals wait for the call's end,
/// as in any C extension.
py::tuple run(std::vector<std::string> args, std::optional<std::string> stdinText, std::optional<double> timeout) {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  if (timeout && *timeout >= 0 && *timeout < 1e9)
    deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                       std::chrono::duration<double>(*timeout));
  const std::string text = std::move(stdinText).value_or("");
  for (;;) {
    const gamelab::CancelToken cancel;
    if (deadline) cancel.setDeadline(*deadline);
    Outcome outcome;
    bool hooked = false;
    {
      py::gil_scoped_release release;
      struct sigaction current {};
      if (PyThread_get_thread_ident() == mainThread && sigaction(SIGINT, nullptr, &current) == 0 &&
          ((current.sa_flags & SA_SIGINFO) ? current.sa_sigaction != onSigint
                                            : current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN)) {
        pythonSigint = current;
        struct sigaction ours = current;
        ours.sa_flags |= SA_SIGINFO;
        ours.sa_sigaction = onSigint;
        sigintSeen.store(false);
        interruptible.store(&cancel);
        hooked = sigaction(SIGINT, &ours, nullptr) == 0;
        if (!hooked) interruptible.store(nullptr);
      }
      outcome = runHere(args, text, cancel);
      if (hooked) {
        sigaction(SIGINT, &pythonSigint, nullptr);
        interruptible.store(nullptr);
        while (handlersRunning.load() != 0) std::this_thread::yield();
      }
    }
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();  // KeyboardInterrupt, ...
    // A SIGINT whose Python handler did not raise cancelled the command for nothing: run it
    // again (to the same deadline), as if the signal had not come.
    if (hooked && sigintSeen.load() && !(deadline && std::chrono::steady_clock::now() >= *deadline)) continue;
    return py::make_tuple(outcome.exitCode, py::bytes(outcome.out), py::bytes(outcome.err));
  }
}

/// For tests/bench/python: the fastest of `repeat` runs of the command on this thread, in
/// seconds, with no Python work and no thread hand-off (the core's own time).
double coreSeconds(const std::vector<std::string>& args, const std::string& stdinText, int repeat) {
  py::gil_scoped_release release;
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < std::max(repeat, 1); ++i) {
    const auto start = std::chrono::steady_clock::now();
    Outcome outcome = runHere(args, stdinText, gamelab::CancelToken());
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    best = std::min(best, took.count());
  }
  return best;
}

template <typename T>
void appendNumber(std::string& text, const char* p) {
  T value;
  std::memcpy(&value, p, sizeof value);
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  text.append(buffer, result.ptr);
}

using Append = void (*)(std::string&, const char*);

std::optional<Append> appender(const py::buffer_info& info) {
  const char kind = info.format.empty() ? '?' : info.format.back();  // "<q", "=l", "q"
  const bool native = info.format.size() == 1 || info.format[0] == '@' || info.format[0] == '=' ||
                      (info.format[0] == '<' && std::endian::native == std::endian::little);
  if (!native) return std::nullopt;
  auto pick = [&](auto zero) -> std::optional<Append> {
    if (info.itemsize != static_cast<py::ssize_t>(sizeof zero)) return std::nullopt;
    return &appendNumber<decltype(zero)>;
  };
  switch (kind) {
    case 'b': return pick(std::int8_t{});
    case 'B': return pick(std::uint8_t{});
    case 'h': return pick(std::int16_t{});
    case 'H': return pick(std::uint16_t{});
    case 'i': case 'l': case 'q': return info.itemsize == 4 ? pick(std::int32_t{}) : pick(std::int64_t{});
    case 'I': case 'L': case 'Q': return info.itemsize == 4 ? pick(std::uint32_t{}) : pick(std::uint64_t{});
    default: return std::nullopt;
  }
}

/// The payoffs of an .nfg file from one integer array per player (objects with the buffer
/// protocol, numpy arrays of one shape with one dimension per player): the numbers in Gambit's
/// order (player 1's strategy fastest, then the players' payoffs at that profile), separated
/// by spaces. None when an array is not of integers or the shapes do not fit: the caller then
/// takes its general path.
std::optional<std::string> integerPayoffs(const std::vector<py::buffer>& arrays) {
  std::vector<py::buffer_info> infos;
  std::vector<Append> appends;
  for (const auto& a : arrays) {
    infos.push_back(a.request());
    const auto append = appender(infos.back());
    if (!append) return std::nullopt;
    appends.push_back(*append);
  }
  const std::size_t n = infos.size();
  if (n < 2) return std::nullopt;
  for (const auto& info : infos)
    if (static_cast<std::size_t>(info.ndim) != n || info.shape != infos[0].shape) return std::nullopt;
  std::size_t total = 1;
  for (auto k : infos[0].shape) {
    if (k <= 0) return std::nullopt;
    total *= static_cast<std::size_t>(k);
  }
  std::string text;
  text.reserve(total * n * 6);
  std::vector<py::ssize_t> index(n, 0);
  for (std::size_t cell = 0; cell < total; ++cell) {
    for (std::size_t p = 0; p < n; ++p) {
      const char* at = static_cast<const char*>(infos[p].ptr);
      for (std::size_t d = 0; d < n; ++d) at += index[d] * infos[p].strides[d];
      if (!text.empty()) text += ' ';
      appends[p](text, at);
    }
    for (std::size_t d = 0; d < n; ++d) {
      if (++index[d] < infos[0].shape[d]) break;
      index[d] = 0;
    }
  }
  return text;
}

/// Flattens `node` (nested lists or tuples of exact ints, `depth` levels) in row-major order
/// into `values`, its lengths into `shape` (-1: not seen yet) or checked against it. False when it
/// is anything else or an int does not fit 64 bits.
bool flattenInts(PyObject* node, std::size_t level, std::size_t depth, std::vector<Py_ssize_t>& shape,
                 std::vector<long long>& values) {
  if (level == depth) {
    if (!PyLong_CheckExact(node)) return false;  // bool, Fraction, str, float: the general path
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(node, &overflow);
    if (overflow != 0 || (v == -1 && PyErr_Occurred())) {
      PyErr_Clear();
      return false;
    }
    values.push_back(v);
    return true;
  }
  if (!PyList_CheckExact(node) && !PyTuple_CheckExact(node)) return false;
  const Py_ssize_t size = PySequence_Fast_GET_SIZE(node);
  if (shape[level] < 0) shape[level] = size;  // the first visit of this level
  else if (shape[level] != size) return false;
  if (size == 0) return false;
  PyObject** items = PySequence_Fast_ITEMS(node);
  for (Py_ssize_t i = 0; i < size; ++i)
    if (!flattenInts(items[i], level + 1, depth, shape, values)) return false;
  return true;
}

/// integerPayoffs for nested lists of ints: (shape, text), or None.
std::optional<py::tuple> integerListPayoffs(const py::sequence& arrays) {
  const std::size_t n = static_cast<std::size_t>(py::len(arrays));
  if (n < 2) return std::nullopt;
  std::vector<Py_ssize_t> shape(n, -1);
  std::vector<std::vector<long long>> values(n);
  for (std::size_t p = 0; p < n; ++p) {
    py::object a = arrays[p];
    if (!flattenInts(a.ptr(), 0, n, shape, values[p])) return std::nullopt;
  }
  std::vector<std::size_t> strides(n, 1);  // row-major
  for (std::size_t d = n - 1; d > 0; --d) strides[d - 1] = strides[d] * static_cast<std::size_t>(shape[d]);
  const std::size_t total = values[0].size();
  std::string text;
  text.reserve(total * n * 6);
  std::vector<Py_ssize_t> index(n, 0);
  char buffer[24];
  for (std::size_t cell = 0; cell < total; ++cell) {
    std::size_t at = 0;
    for (std::size_t d = 0; d < n; ++d) at += static_cast<std::size_t>(index[d]) * strides[d];
    for (std::size_t p = 0; p < n; ++p) {
      if (!text.empty()) text += ' ';
      const auto result = std::to_chars(buffer, buffer + sizeof buffer, values[p][at]);
      text.append(buffer, result.ptr);
    }
    for (std::size_t d = 0; d < n; ++d) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
  py::tuple dims(n);
  for (std::size_t d = 0; d < n; ++d) dims[d] = py::int_(shape[d]);
  return py::make_tuple(dims, text);
}

}  // namespace

PYBIND11_MODULE(_gamelab, m) {
  m.doc() = "gamelab-cli's commands in-process (use the gamelab package)";
  mainThread = py::module_::import("threading").attr("main_thread")().attr("ident").cast<unsigned long>();
  m.def("run", &run, py::arg("args"), py::arg("stdin") = std::nullopt, py::arg("timeout") = std::nullopt,
        "Runs a gamelab-cli command line; returns (exit code, stdout bytes, stderr bytes).");
  m.def("integer_payoffs", &integerPayoffs, py::arg("arrays"),
        "The .nfg payoff numbers (Gambit's order) of integer arrays, one per player; None when "
        "they are not integer arrays of one shape with one dimension per player.");
  m.def("integer_list_payoffs", &integerListPayoffs, py::arg("arrays"),
        "(shape, .nfg payoff numbers) of nested lists of ints, one per player; None otherwise.");
  m.def("_core_seconds", &coreSeconds, py::arg("args"), py::arg("stdin"), py::arg("repeat"),
        "The fastest of `repeat` in-process runs of a command on this thread, in seconds (benchmarks).");
}
