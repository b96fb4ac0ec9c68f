#pragma once
/// A char iterator over text handed to nlohmann's parser that tells how many bytes its lexer has
/// read (for the place of an error the parser reports only by callback).
#include <cstddef>
#include <iterator>

namespace gamelab {

class CountingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  /// `consumed` receives, after each step, the bytes read from `begin`.
  CountingIterator(const char* p, const char* begin, std::size_t* consumed) : p_(p), begin_(begin), consumed_(consumed) {}
  reference operator*() const { return *p_; }
  CountingIterator& operator++() {
    ++p_;
    *consumed_ = static_cast<std::size_t>(p_ - begin_);
    return *this;
  }
  CountingIterator operator++(int) {
    auto old = *this;
    ++*this;
    return old;
  }
  bool operator==(const CountingIterator& other) const { return p_ == other.p_; }
  bool operator!=(const CountingIterator& other) const { return p_ != other.p_; }

 private:
  const char* p_;
  const char* begin_;
  std::size_t* consumed_;
};

}  // namespace gamelab
