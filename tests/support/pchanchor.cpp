// An empty translation unit: the target that builds the UI tests' precompiled header
// (tests/CMakeLists.txt gamelab_ui_test_pch), which every UI test reuses.
