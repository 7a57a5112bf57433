// The files clmm serve carries in its binary (written by cmake/EmbedFiles.cmake at build time):
// the bundled catalogue of tests and the page with its scripts (CodeMirror's, when the build
// found Debian's libjs-codemirror). Name -> content.
#pragma once

#include <map>
#include <string>

namespace clmm::serve {

const std::map<std::string, std::string>& catalogueFiles();  // "mp_dev.litmus", "README.md"
const std::map<std::string, std::string>& pageFiles();       // "index.html", "page.js", "codemirror.js", ...

}  // namespace clmm::serve
