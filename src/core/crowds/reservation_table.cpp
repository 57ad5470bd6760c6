#include "crowds/reservation_table.h"

namespace pathfinder {

std::uint32_t ReservationTable::holder(std::uint32_t cell, std::uint64_t time) const {
    if (const auto it = m_timed.find(key(cell, time)); it != m_timed.end())
        return it->second;
    if (const auto it = m_held.find(cell); it != m_held.end() && it->second.second <= time)
        return it->second.first;
    return kNobody;
}

bool ReservationTable::heldForGood(std::uint32_t cell, std::uint32_t agent) const {
    const auto it = m_held.find(cell);
    return it != m_held.end() && it->second.first != agent;
}

bool ReservationTable::crossesBack(std::uint32_t from, std::uint32_t to, std::uint64_t time,
                                   std::uint32_t agent) const {
    const std::uint32_t there = holder(to, time);
    return there != kNobody && there != agent && holder(from, time + 1) == there;
}

void ReservationTable::reserve(std::uint32_t cell, std::uint64_t time, std::uint32_t agent) {
    if (m_keysOf.size() <= agent)
        m_keysOf.resize(agent + std::size_t{1});
    const std::uint64_t k = key(cell, time);
    const auto [it, added] = m_timed.emplace(k, agent);
    if (added)
        m_keysOf[agent].push_back(k);
}

void ReservationTable::hold(std::uint32_t cell, std::uint64_t time, std::uint32_t agent) {
    if (m_holdOf.size() <= agent)
        m_holdOf.resize(agent + std::size_t{1});
    if (m_holdOf[agent])
        m_held.erase(*m_holdOf[agent]);
    m_held[cell] = {agent, time};
    m_holdOf[agent] = cell;
}

void ReservationTable::release(std::uint32_t agent) {
    if (agent < m_keysOf.size()) {
        for (const std::uint64_t k : m_keysOf[agent]) {
            const auto it = m_timed.find(k);
            if (it != m_timed.end() && it->second == agent)
                m_timed.erase(it);
        }
        m_keysOf[agent].clear();
    }
    if (agent < m_holdOf.size() && m_holdOf[agent]) {
        const auto it = m_held.find(*m_holdOf[agent]);
        if (it != m_held.end() && it->second.first == agent)
            m_held.erase(it);
        m_holdOf[agent].reset();
    }
}

void ReservationTable::clear() {
    m_timed.clear();
    m_held.clear();
    m_keysOf.clear();
    m_holdOf.clear();
}

} // namespace pathfinder
