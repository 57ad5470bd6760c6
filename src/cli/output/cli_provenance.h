#pragma once

#include "pathfinder/formats/provenance.h"

#include <string>
#include <vector>

namespace pathfinder::cli {

/// Keeps the command line, for cliProvenance(); main() calls it before parsing.
void recordCommandLine(int argc, const char* const* argv);

/// programProvenance("pathfinder-cli") and the command line as recorded (arguments with spaces or
/// quotes in single quotes, as a shell reads them back).
Provenance cliProvenance();

/// The walkers of a run and how each was run: their names, the settings every walker reads, the
/// budget as given (N iterations, or Nx: N × the map's cells) and the repetitions per run.
void addRunProvenance(Provenance& provenance, const std::vector<std::string>& walkers,
                      const WalkerSettings& settings, const std::string& budget, int repetitions);

/// `key` (the path) and `key`_sha256 (its content hash) for a file a run read.
void addFileProvenance(Provenance& provenance, const std::string& key, const std::string& path);

} // namespace pathfinder::cli
