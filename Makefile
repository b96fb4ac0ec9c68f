# Gamelab: `make run` starts the GUI, `make test` runs every test, `make bench` the benchmarks.
# Each target installs the Debian 12 packages that are missing, then configures and builds.

BUILD_DIR ?= build
BUILD_TYPE ?= Release
JOBS ?= $(shell nproc)

DEBIAN_PACKAGES := cmake make g++ pkg-config \
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools \
  qt6-translations-l10n libgl-dev libqt6opengl6-dev libxkbcommon-dev \
  libgmp-dev libflint-dev coinor-libclp-dev liblrs-dev lrslib nlohmann-json3-dev libboost-graph-dev libeigen3-dev \
  libgtest-dev googletest libbenchmark-dev \
  python3 python3-dev pybind11-dev python3-pytest python3-numpy jupyter-nbconvert python3-ipykernel \
  fonts-noto-cjk xvfb xauth

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps configure build run test bench clean translations fuzz fuzz-build test-sanitize python

deps:
	@missing=$$(for p in $(DEBIAN_PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing Debian packages:" $$missing; \
	  $(SUDO) apt-get update && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi

configure: deps
	@if [ ! -f $(BUILD_DIR)/CMakeCache.txt ]; then \
	  cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=$(BUILD_TYPE); fi

build: configure
	cmake --build $(BUILD_DIR) -j$(JOBS)

# The gamelab Python module alone (and what it needs): PYTHONPATH=$(BUILD_DIR)/python python3.
python: configure
	cmake --build $(BUILD_DIR) -j$(JOBS) --target gamelab_python

run: build
	./$(BUILD_DIR)/app/gamelab

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j$(JOBS)

bench: configure
	cmake --build $(BUILD_DIR) -j$(JOBS) --target gamelab_bench
	./$(BUILD_DIR)/tests/bench/gamelab_bench
	if cmake --build $(BUILD_DIR) -j$(JOBS) --target gamelab_ui_bench 2>/dev/null; then \
	  QT_QPA_PLATFORM=offscreen ./$(BUILD_DIR)/tests/bench/gamelab_ui_bench; fi
	if cmake --build $(BUILD_DIR) -j$(JOBS) --target gamelab_python 2>/dev/null; then \
	  PYTHONPATH=$(BUILD_DIR)/python /usr/bin/python3 tests/bench/python/bench_gamelab.py; fi

# `make fuzz`: each libFuzzer target of tests/fuzz for FUZZ_SECONDS, in its own build dir
# (clang, ASan + UBSan, no Qt). New corpus entries go to build-fuzz/corpus/<target>/ (the
# repository's seeds stay as they are); crashes, timeouts and ooms to build-fuzz/findings/<target>/.
# FUZZ_TARGETS picks some targets; FUZZ_FLAGS adds libFuzzer flags (e.g. -fork=1 -ignore_crashes=1).
FUZZ_BUILD_DIR ?= build-fuzz
FUZZ_SECONDS ?= 60
# Every target has its seed corpus, tests/fuzz/corpus/<target>/ (the list is read from there).
FUZZ_TARGETS ?= $(notdir $(wildcard tests/fuzz/corpus/*))
FUZZ_FLAGS ?=

fuzz-build: deps
	@for p in clang libclang-rt-dev; do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' \
	  || { $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends \
	       clang libclang-rt-dev && break; }; done
	@if [ ! -f $(FUZZ_BUILD_DIR)/CMakeCache.txt ]; then \
	  cmake -S . -B $(FUZZ_BUILD_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGAMELAB_FUZZ=ON \
	    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++; fi
	cmake --build $(FUZZ_BUILD_DIR) -j$(JOBS) $(addprefix --target fuzz_,$(FUZZ_TARGETS))

fuzz: fuzz-build
	@status=0; for t in $(FUZZ_TARGETS); do \
	  dict=tests/fuzz/dict/$$( case $$t in gamelab_bracket) echo bracket;; gamelab_*) echo json;; *) echo $$t;; esac ).dict; \
	  mkdir -p $(FUZZ_BUILD_DIR)/corpus/$$t $(FUZZ_BUILD_DIR)/findings/$$t; \
	  echo "== fuzz_$$t for $(FUZZ_SECONDS) s"; \
	  ./$(FUZZ_BUILD_DIR)/tests/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	    -malloc_limit_mb=2048 -print_final_stats=1 -dict=$$dict \
	    -artifact_prefix=$(FUZZ_BUILD_DIR)/findings/$$t/ $(FUZZ_FLAGS) \
	    $(FUZZ_BUILD_DIR)/corpus/$$t tests/fuzz/corpus/$$t || status=1; \
	done; exit $$status

# `make test-sanitize`: the whole test suite (core, ui, cli) as a Debug build with ASan + UBSan.
SANITIZE_BUILD_DIR ?= build-sanitize
SANITIZE_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/sanitize/lsan.supp:print_suppressions=0

test-sanitize: deps
	@if [ ! -f $(SANITIZE_BUILD_DIR)/CMakeCache.txt ]; then \
	  cmake -S . -B $(SANITIZE_BUILD_DIR) -DCMAKE_BUILD_TYPE=Debug -DGAMELAB_SANITIZE=ON; fi
	cmake --build $(SANITIZE_BUILD_DIR) -j$(JOBS)
	cd $(SANITIZE_BUILD_DIR) && $(SANITIZE_ENV) QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j$(JOBS)

translations: configure
	cmake --build $(BUILD_DIR) --target update_translations

clean:
	rm -rf $(BUILD_DIR)
