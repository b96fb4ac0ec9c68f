// gamelab-cli: the scripting face of Gamelab's core. One JSON object on stdout; errors as
// one line on stderr with exit code 2 (bad input), 1 (internal) or 3 (cancelled/timeout).
#include "app/cli/clidispatch.h"

#include <string>
#include <vector>

int main(int argc, char** argv) { return gamelab::cli::runCliCommand(std::vector<std::string>(argv + 1, argv + argc)); }
