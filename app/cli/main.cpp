#include <iostream>

int main() {
  std::cout << "{}\n";
  return 0;
}
