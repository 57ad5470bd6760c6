#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>

/// The bytes of a file ("" when it cannot be read).
inline std::string readText(const std::string& path) {
    std::ifstream in(std::filesystem::u8path(path), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Files and folders in `dir`: a failed save must leave no temporary file behind.
inline int fileCount(const std::filesystem::path& dir) {
    int n = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir))
        ++n;
    return n;
}

/// A folder of the test's own under the system's temporary folder, with a name no other test or
/// test run can have (a random name, created only where nothing is), removed with everything in it
/// when the object goes. Tests that write files do it here, so that two test runs at once never
/// meet.
class TempDir {
public:
    TempDir() {
        std::random_device entropy;
        std::mt19937_64 random((static_cast<std::uint64_t>(entropy()) << 32) ^ entropy());
        const std::filesystem::path folder = std::filesystem::temp_directory_path();
        for (int attempt = 0; attempt < 100 && m_path.empty(); ++attempt) {
            const std::filesystem::path candidate = folder / ("pathfinder-test-" + std::to_string(random()));
            if (std::filesystem::create_directory(candidate))
                m_path = candidate;
        }
        if (m_path.empty())
            throw std::runtime_error("cannot create a temporary folder in " + folder.string());
    }
    ~TempDir() {
        std::error_code ignored;
        // Folders a test made read-only must be writable again to be removed.
        for (auto it = std::filesystem::recursive_directory_iterator(m_path, ignored);
             it != std::filesystem::recursive_directory_iterator(); it.increment(ignored))
            if (it->is_directory(ignored))
                std::filesystem::permissions(it->path(), std::filesystem::perms::owner_all,
                                             std::filesystem::perm_options::add, ignored);
        std::filesystem::remove_all(m_path, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    /// The path of a file in the folder (not created), as UTF-8 text like every file name the
    /// program is given.
    std::string file(const std::string& name) const {
        return (m_path / std::filesystem::u8path(name)).u8string();
    }
    /// Writes `text` to a file in the folder and returns its path.
    std::string write(const std::string& name, const std::string& text) const {
        const std::string path = file(name);
        std::ofstream out(std::filesystem::u8path(path), std::ios::binary);
        out << text;
        if (!out)
            throw std::runtime_error("cannot write " + path);
        return path;
    }

private:
    std::filesystem::path m_path;
};
