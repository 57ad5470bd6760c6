#include "pathfinder/basics/descriptor_buffer.h"

#include "platform/files.h"

#include <cerrno>

namespace pathfinder {

DescriptorBuffer::DescriptorBuffer(int fd, std::size_t blockBytes) : m_fd(fd), m_block(blockBytes) {
    setp(m_block.data(), m_block.data() + m_block.size());
}

bool DescriptorBuffer::close() {
    if (m_fd < 0)
        return m_error == 0;
    const bool closed = platform::closeFile(m_fd);
    m_fd = -1;
    if (!closed && m_error == 0)
        m_error = errno;
    return closed && m_error == 0;
}

DescriptorBuffer::int_type DescriptorBuffer::overflow(int_type c) {
    if (!writeOut())
        return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
    }
    return traits_type::not_eof(c);
}

int DescriptorBuffer::sync() {
    return writeOut() ? 0 : -1;
}

bool DescriptorBuffer::writeOut() {
    if (m_error != 0 || m_fd < 0)
        return false;
    const char* from = pbase();
    auto left = static_cast<std::size_t>(pptr() - pbase());
    while (left > 0) {
        const long written = platform::writeSome(m_fd, from, left);
        if (written < 0) {
            m_error = errno;
            return false;
        }
        from += written;
        left -= static_cast<std::size_t>(written);
    }
    setp(m_block.data(), m_block.data() + m_block.size());
    return true;
}

} // namespace pathfinder
