// core/common/utf8.h: the one definition of a column (a character, not a byte) and of a
// whole character, shared by every reader's error locations and the views that mark them.
#include "core/common/utf8.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace gamelab {
namespace {

constexpr std::string_view kUp = "\xE2\x86\x91";          // ↑, 3 bytes
constexpr std::string_view kClef = "\xF0\x9D\x84\x9E";    // 𝄞, 4 bytes
constexpr std::string_view kEAcute = "\xC3\xA9";          // é, 2 bytes

TEST(Utf8, ContinuationBytes) {
  EXPECT_FALSE(isUtf8Continuation('a'));
  EXPECT_FALSE(isUtf8Continuation('\xC3'));
  EXPECT_TRUE(isUtf8Continuation('\xA9'));
  EXPECT_TRUE(isUtf8Continuation('\x80'));
  EXPECT_TRUE(isUtf8Continuation('\xBF'));
  EXPECT_FALSE(isUtf8Continuation('\xC0'));
  EXPECT_FALSE(isUtf8Continuation('\xFF'));
  static_assert(isUtf8Continuation('\x9E'));
}

TEST(Utf8, ColumnsCountCharactersNotBytes) {
  EXPECT_EQ(utf8Columns(""), 0u);
  EXPECT_EQ(utf8Columns("abc"), 3u);
  EXPECT_EQ(utf8Columns("a" + std::string(kEAcute) + std::string(kUp)), 3u);
  EXPECT_EQ(utf8Columns(std::string(kClef) + "x"), 2u);
  // Invalid UTF-8: a stray continuation byte goes with the character before it; a lone lead
  // byte is a character of its own.
  EXPECT_EQ(utf8Columns("a\x80\x80"), 1u);
  EXPECT_EQ(utf8Columns("\xFF\xFE"), 2u);
  EXPECT_EQ(utf8Columns("\xE2\x86"), 1u);  // a cut ↑
}

TEST(Utf8, ColumnOfAnOffset) {
  const std::string text = std::string(kUp) + std::string(kUp) + "x";  // ↑↑x
  EXPECT_EQ(utf8ColumnOf(text, 0), 1);
  EXPECT_EQ(utf8ColumnOf(text, 3), 2);
  EXPECT_EQ(utf8ColumnOf(text, 6), 3);
  EXPECT_EQ(utf8ColumnOf(text, 7), 4);    // the end
  EXPECT_EQ(utf8ColumnOf(text, 100), 4);  // past the end: the end
  EXPECT_EQ(utf8ColumnOf(text, 1), 2);    // inside ↑: the column after it
  EXPECT_EQ(utf8ColumnOf("", 0), 1);
}

TEST(Utf8, OffsetOfAColumnIsTheInverse) {
  const std::string text = "a" + std::string(kEAcute) + std::string(kClef) + "z";
  for (int column = 1; column <= 5; ++column)
    EXPECT_EQ(utf8ColumnOf(text, utf8OffsetOfColumn(text, column)), column) << column;
  EXPECT_EQ(utf8OffsetOfColumn(text, 1), 0u);
  EXPECT_EQ(utf8OffsetOfColumn(text, 2), 1u);
  EXPECT_EQ(utf8OffsetOfColumn(text, 3), 3u);
  EXPECT_EQ(utf8OffsetOfColumn(text, 4), 7u);
  EXPECT_EQ(utf8OffsetOfColumn(text, 5), text.size());
  EXPECT_EQ(utf8OffsetOfColumn(text, 99), text.size());
  EXPECT_EQ(utf8OffsetOfColumn(text, 0), 0u);
  EXPECT_EQ(utf8OffsetOfColumn(text, -3), 0u);
}

TEST(Utf8, CharacterEndTakesTheWholeCharacter) {
  const std::string text = "a" + std::string(kEAcute) + std::string(kUp) + std::string(kClef);
  EXPECT_EQ(utf8CharacterEnd(text, 0), 1u);
  EXPECT_EQ(utf8CharacterEnd(text, 1), 3u);
  EXPECT_EQ(utf8CharacterEnd(text, 3), 6u);
  EXPECT_EQ(utf8CharacterEnd(text, 6), 10u);
  EXPECT_EQ(utf8CharacterEnd(text, 10), 10u);  // at the end
  EXPECT_EQ(utf8CharacterEnd(text, 99), 10u);
  // Never more than 4 bytes, never past the text.
  EXPECT_EQ(utf8CharacterEnd("\xF0\x80\x80\x80\x80\x80", 0), 4u);
  EXPECT_EQ(utf8CharacterEnd("\xE2\x86", 0), 2u);
  EXPECT_EQ(utf8CharacterEnd("\xFFx", 0), 1u);
}

TEST(Utf8, SequenceLengthOnlyForValidUtf8) {
  EXPECT_EQ(utf8SequenceLength("a", 0), 1u);
  EXPECT_EQ(utf8SequenceLength(kEAcute, 0), 2u);
  EXPECT_EQ(utf8SequenceLength(kUp, 0), 3u);
  EXPECT_EQ(utf8SequenceLength(kClef, 0), 4u);
  EXPECT_EQ(utf8SequenceLength(kClef, 1), 0u);           // a continuation byte
  EXPECT_EQ(utf8SequenceLength("\xE2\x86", 0), 0u);      // cut short
  EXPECT_EQ(utf8SequenceLength("\xE2x\x91", 0), 0u);     // not continued
  EXPECT_EQ(utf8SequenceLength("\xC0\xAF", 0), 0u);      // overlong "/"
  EXPECT_EQ(utf8SequenceLength("\xED\xA0\x80", 0), 0u);  // a UTF-16 surrogate
  EXPECT_EQ(utf8SequenceLength("\xF4\x90\x80\x80", 0), 0u);  // above U+10FFFF
  EXPECT_EQ(utf8SequenceLength("\xFF", 0), 0u);
  EXPECT_EQ(utf8SequenceLength("a", 1), 0u);             // at the end
}

}  // namespace
}  // namespace gamelab
