#include "pathfinder/basics/atomic_file.h"

#include "pathfinder/basics/atomic_output_file.h"

#include <ostream>

namespace pathfinder {

void writeFileAtomically(const std::string& path, std::string_view bytes) {
    AtomicOutputFile file(path);
    file.stream().write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    file.commit();
}

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    AtomicOutputFile file(path);
    write(file.stream());
    file.commit();
}

} // namespace pathfinder
