#pragma once
/// The built-in examples with parameters (resources/examples/*.gamelab): a Battle of the Sexes
/// family, an inspection game with the fine as a parameter, and one-card poker with the deal's
/// probability. Registered on the start page under "Games with parameters".
namespace gamelab::ui {

/// Called by registerBuiltinKinds() after every kind (the examples open through their kinds).
void registerParameterExamples();

}  // namespace gamelab::ui
