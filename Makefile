# Gamelab: `make run` starts the GUI, `make test` runs every test, `make bench` the benchmarks.
# Each target installs the Debian 12 packages that are missing, then configures and builds.

BUILD_DIR ?= build
BUILD_TYPE ?= Release
JOBS ?= $(shell nproc)

DEBIAN_PACKAGES := cmake make g++ pkg-config \
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools \
  qt6-translations-l10n libgl-dev libqt6opengl6-dev libxkbcommon-dev \
  libgmp-dev coinor-libclp-dev liblrs-dev lrslib nlohmann-json3-dev libboost-graph-dev \
  libgtest-dev googletest libbenchmark-dev \
  python3 fonts-noto-cjk xvfb xauth

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps configure build run test bench clean translations

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

run: build
	./$(BUILD_DIR)/app/gamelab

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j$(JOBS)

bench: configure
	cmake --build $(BUILD_DIR) -j$(JOBS) --target gamelab_bench
	./$(BUILD_DIR)/tests/bench/gamelab_bench
	if cmake --build $(BUILD_DIR) -j$(JOBS) --target gamelab_ui_bench 2>/dev/null; then \
	  QT_QPA_PLATFORM=offscreen ./$(BUILD_DIR)/tests/bench/gamelab_ui_bench; fi

translations: configure
	cmake --build $(BUILD_DIR) --target update_translations

clean:
	rm -rf $(BUILD_DIR)
