#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <iterator>
#include <type_traits>
#include <utility>

namespace pathfinder {

namespace chunked_log_detail {
/// Bytes of one chunk: 2 MiB, the size of a huge page.
inline constexpr std::size_t kChunkBytes = std::size_t{2} << 20;
/// A chunk of kChunkBytes that reads as zero until written, taken from the system by whole pages;
/// `huge`: backed by huge pages where the system has them. Throws std::bad_alloc when there is no
/// memory for it.
void* takeChunk(bool huge);
/// Gives a chunk back.
void giveChunk(void* chunk);
} // namespace chunked_log_detail

/// A log of trivially copyable elements to which new ones are added at the back and whose oldest
/// ones are dropped from the front, each in O(1), without ever moving an element: they sit in
/// chunks of 2 MiB, a chunk is added when the last one is full and given back once all of its
/// elements are dropped. A vector would copy the whole log each time it outgrows its block (tens
/// or hundreds of megabytes for a search's record, in one go on the app's main thread) and move the
/// live elements down when its front is dropped. Every chunk but the first takes huge pages, so that
/// filling a large log takes one page fault per 2 MiB; a small log takes only the pages it writes.
template <class T>
class ChunkedLog {
    static_assert(std::is_trivially_copyable_v<T>, "a chunked log copies its elements as bytes");

public:
    static constexpr std::size_t kPerChunk = chunked_log_detail::kChunkBytes / sizeof(T);

    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = const T*;
        using reference = const T&;

        const_iterator() = default;
        const_iterator(const ChunkedLog* log, std::size_t i) : m_log(log), m_i(i) {}
        reference operator*() const { return (*m_log)[m_i]; }
        pointer operator->() const { return &(*m_log)[m_i]; }
        reference operator[](difference_type n) const { return (*m_log)[offset(n)]; }
        const_iterator& operator++() {
            ++m_i;
            return *this;
        }
        const_iterator operator++(int) {
            const const_iterator before = *this;
            ++m_i;
            return before;
        }
        const_iterator& operator--() {
            --m_i;
            return *this;
        }
        const_iterator operator--(int) {
            const const_iterator before = *this;
            --m_i;
            return before;
        }
        const_iterator& operator+=(difference_type n) {
            m_i = offset(n);
            return *this;
        }
        const_iterator& operator-=(difference_type n) { return *this += -n; }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const const_iterator& a, const const_iterator& b) {
            return static_cast<difference_type>(a.m_i) - static_cast<difference_type>(b.m_i);
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.m_i == b.m_i; }
        friend bool operator!=(const const_iterator& a, const const_iterator& b) { return a.m_i != b.m_i; }
        friend bool operator<(const const_iterator& a, const const_iterator& b) { return a.m_i < b.m_i; }
        friend bool operator>(const const_iterator& a, const const_iterator& b) { return a.m_i > b.m_i; }
        friend bool operator<=(const const_iterator& a, const const_iterator& b) { return a.m_i <= b.m_i; }
        friend bool operator>=(const const_iterator& a, const const_iterator& b) { return a.m_i >= b.m_i; }

    private:
        std::size_t offset(difference_type n) const {
            return static_cast<std::size_t>(static_cast<difference_type>(m_i) + n);
        }
        const ChunkedLog* m_log = nullptr;
        std::size_t m_i = 0; ///< index among the live elements
    };

    ChunkedLog() = default;
    ~ChunkedLog() { clear(); }
    ChunkedLog(const ChunkedLog&) = delete;
    ChunkedLog& operator=(const ChunkedLog&) = delete;
    ChunkedLog(ChunkedLog&& other) noexcept { swap(other); }
    ChunkedLog& operator=(ChunkedLog&& other) noexcept {
        if (this != &other) {
            clear();
            swap(other);
        }
        return *this;
    }

    void push_back(const T& item) {
        if (m_tailUsed == kPerChunk)
            addChunk();
        m_tail[m_tailUsed++] = item;
        ++m_end;
    }
    /// Drops the `count` oldest live elements (at most size()).
    void dropFront(std::size_t count) {
        m_head += count < size() ? count : size();
        while (m_head - m_freed >= kPerChunk) {
            chunked_log_detail::giveChunk(m_chunks.front());
            m_chunks.pop_front();
            m_freed += kPerChunk;
        }
        if (m_chunks.empty())
            m_tail = nullptr;
    }
    /// Puts `count` copies of `item` before the first live element.
    void insertFront(std::size_t count, const T& item) {
        ChunkedLog longer;
        for (std::size_t i = 0; i < count; ++i)
            longer.push_back(item);
        for (std::size_t i = 0; i < size(); ++i)
            longer.push_back((*this)[i]);
        *this = std::move(longer);
    }
    void clear() {
        for (T* chunk : m_chunks)
            chunked_log_detail::giveChunk(chunk);
        m_chunks.clear();
        m_head = m_end = m_freed = 0;
        m_tail = nullptr;
        m_tailUsed = kPerChunk;
    }

    bool empty() const { return m_end == m_head; }
    std::size_t size() const { return m_end - m_head; }
    /// Bytes of the elements written to the chunks still held, dropped ones among them included.
    std::size_t heldBytes() const { return (m_end - m_freed) * sizeof(T); }
    const T& operator[](std::size_t i) const {
        const std::size_t at = m_head + i - m_freed;
        return m_chunks[at / kPerChunk][at % kPerChunk];
    }
    const T& front() const { return (*this)[0]; }
    const T& back() const { return (*this)[size() - 1]; }
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, size()); }

private:
    void addChunk() {
        T* chunk = static_cast<T*>(chunked_log_detail::takeChunk(!m_chunks.empty()));
        try {
            m_chunks.push_back(chunk);
        } catch (...) {
            chunked_log_detail::giveChunk(chunk);
            throw;
        }
        m_tail = chunk;
        m_tailUsed = 0;
    }
    void swap(ChunkedLog& other) noexcept {
        m_chunks.swap(other.m_chunks);
        std::swap(m_head, other.m_head);
        std::swap(m_end, other.m_end);
        std::swap(m_freed, other.m_freed);
        std::swap(m_tail, other.m_tail);
        std::swap(m_tailUsed, other.m_tailUsed);
    }

    std::deque<T*> m_chunks;
    std::size_t m_head = 0;             ///< elements dropped since the start
    std::size_t m_end = 0;              ///< elements added since the start
    std::size_t m_freed = 0;            ///< elements in the chunks given back (a multiple of kPerChunk)
    T* m_tail = nullptr;                ///< the last chunk
    std::size_t m_tailUsed = kPerChunk; ///< elements in the last chunk (full when there is none)
};

} // namespace pathfinder
