#pragma once

#include <streambuf>
#include <vector>

namespace pathfinder {

/// A stream buffer that writes to a file descriptor through a fixed block and keeps the system's
/// error of the first write that failed (no space left on device, file too large, ...). After a
/// failure it refuses every write, so a stream on it turns bad, and error() says why.
class DescriptorBuffer : public std::streambuf {
public:
    /// Writes to `fd`, which it does not own, in blocks of `blockBytes`.
    explicit DescriptorBuffer(int fd, std::size_t blockBytes = std::size_t{1} << 16);

    int fd() const { return m_fd; }
    /// The errno of the first failed write or close, 0 while there is none.
    int error() const { return m_error; }
    /// Closes the descriptor (once); false, with error() set, when that fails.
    bool close();

protected:
    int_type overflow(int_type c) override;
    int sync() override;

private:
    bool writeOut();

    int m_fd;
    std::vector<char> m_block;
    int m_error = 0;
};

} // namespace pathfinder
