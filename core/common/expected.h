#pragma once
/// Expected<T>: a value or an Error, the return type of every solver and parser in core.
/// (A small stand-in for C++23 std::expected.)
#include "core/common/error.h"

#include <cassert>
#include <utility>
#include <variant>

namespace gamelab {

template <class T>
class Expected {
 public:
  Expected(T value) : data_(std::move(value)) {}  // NOLINT: implicit by design
  Expected(Error error) : data_(std::move(error)) {}  // NOLINT: implicit by design

  bool hasValue() const { return std::holds_alternative<T>(data_); }
  explicit operator bool() const { return hasValue(); }

  T& value() & { assert(hasValue()); return std::get<T>(data_); }
  const T& value() const& { assert(hasValue()); return std::get<T>(data_); }
  T&& value() && { assert(hasValue()); return std::get<T>(std::move(data_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  const Error& error() const { assert(!hasValue()); return std::get<Error>(data_); }

 private:
  std::variant<T, Error> data_;
};

}  // namespace gamelab
