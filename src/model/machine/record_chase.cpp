#include "machine/record_chase.h"

#include "machine/stepped_run.h"

#include <exception>
#include <stdexcept>
#include <utility>

namespace pathfinder::app {

namespace {

/// The map a run's record follows, as the machine picks it: the document's map for a larger unit,
/// else the map the walker searches.
const MapGrid& recordedMap(const SearchRun& run, const MapGrid& map) {
    const MapGrid* searched = run.walker().grid();
    return run.unitMap().size() > 1 || !searched ? map : *searched;
}

} // namespace

RecordChase::Edit RecordChase::editOf(const MapGrid& map, const GridChange& change,
                                      std::uint64_t afterSteps) {
    Edit edit;
    edit.afterSteps = afterSteps;
    edit.change = change;
    edit.code = map.code(change.cell);
    if (change.kind == GridChange::Kind::SideChanged)
        edit.side = map.side(change.cell, change.heading);
    edit.height = map.height(change.cell);
    edit.start = map.start();
    edit.goal = map.goal();
    return edit;
}

RecordChase::RecordChase(const MapGrid& map, RunSettings settings, std::uint64_t steps,
                         std::unique_ptr<SearchTimeline> previous)
    : m_source(&map), m_settings(std::move(settings)), m_previous(std::move(previous)), m_target(steps) {
    m_thread = std::thread([this] { work(); });
}

void RecordChase::waitForMap() {
    std::unique_lock<std::mutex> lock(m_mutex);
    m_copiedWake.wait(lock, [this] { return m_copied; });
}

void RecordChase::mapCopied(bool failed, const std::string& error) {
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_copied = true;
        m_source = nullptr;
        if (failed) {
            m_failed = true;
            m_result.error = error;
        }
    }
    m_copiedWake.notify_all();
}

RecordChase::~RecordChase() {
    if (m_thread.joinable()) {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }
}

void RecordChase::setTarget(std::uint64_t steps) {
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (steps == m_target)
            return;
        m_target = steps;
    }
    m_wake.notify_one();
}

void RecordChase::addEdit(Edit edit) {
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_edits.push_back(std::move(edit));
    }
    m_wake.notify_one();
}

std::uint64_t RecordChase::target() const {
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_target;
}

bool RecordChase::caughtUp() const {
    const std::lock_guard<std::mutex> lock(m_mutex);
    return !m_failed && m_done == m_target && m_edits.empty();
}

bool RecordChase::failed() const {
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_failed;
}

RecordChase::Result RecordChase::take() {
    if (m_thread.joinable()) {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }
    return std::move(m_result);
}

void RecordChase::applyToMap(const Edit& edit) {
    const GridChange& change = edit.change;
    switch (change.kind) {
    case GridChange::Kind::WallAdded:
    case GridChange::Kind::WallRemoved:
    case GridChange::Kind::CostChanged:
        m_map.setCode(change.cell, edit.code);
        break;
    case GridChange::Kind::SideChanged:
        m_map.setSide(change.cell, change.heading, edit.side);
        break;
    case GridChange::Kind::HeightChanged:
        m_map.setHeight(change.cell, edit.height);
        break;
    case GridChange::Kind::StartMoved:
        m_map.setStart(edit.start);
        break;
    case GridChange::Kind::GoalMoved:
        m_map.setGoal(edit.goal);
        break;
    case GridChange::Kind::Replaced:
        // The machine starts a run over when its map is replaced: no record goes on past it.
        throw std::logic_error("a replaced map cannot be recorded again");
    }
}

void RecordChase::work() {
    std::unique_ptr<SearchRun> run;
    std::unique_ptr<SearchTimeline> record;
    try {
        // The copy is made first: the machine waits for it before the map may change.
        m_map = MapGrid(*m_source);
    } catch (const std::exception& e) {
        mapCopied(true, e.what());
        return;
    } catch (...) {
        mapCopied(true, "an unknown error");
        return;
    }
    mapCopied(false, {});
    try {
        // Set up as RunMachine::startRecording() sets a run up: the reset's events are recorded.
        run = std::make_unique<SearchRun>(m_map, m_settings);
        // What its walker builds from the whole map is built here, on the worker, watching m_stop.
        if (const std::unique_ptr<WalkerPreparation> preparation = run->preparation()) {
            preparation->run(m_stop);
            if (m_stop)
                return;
            run->prepared(*preparation);
        }
        run->restartNow();
        record =
            std::make_unique<SearchTimeline>(recordedMap(*run, m_map), run->walker(), std::move(m_previous));
        run->setListener(record.get());
        run->restartNow();
        record->begin(run->walker());
        std::uint64_t done = 0;
        for (;;) {
            std::optional<Edit> edit;
            std::uint64_t until = 0;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_done = done;
                const auto editDue = [&] { return !m_edits.empty() && m_edits.front().afterSteps <= done; };
                m_wake.wait(lock, [&] { return m_stop || done < m_target || editDue(); });
                if (m_stop)
                    break;
                if (editDue())
                    edit = m_edits.front();
                else
                    until = m_edits.empty() ? m_target : std::min(m_target, m_edits.front().afterSteps);
            }
            if (edit) {
                // Taken off the queue once made, so that caughtUp() never holds before it is.
                applyToMap(*edit);
                const SteppedRun::AfterChange after = run->mapChanged(m_map, edit->change);
                if (after == SteppedRun::AfterChange::Repairing ||
                    after == SteppedRun::AfterChange::Unaffected)
                    record->endEdit(recordedMap(*run, m_map), {edit->change}, run->walker());
                const std::lock_guard<std::mutex> lock(m_mutex);
                m_edits.pop_front();
                continue;
            }
            while (done < until && !m_stop.load(std::memory_order_relaxed)) {
                run->step();
                record->endStep(run->walker());
                ++done;
                if ((done & 255) == 0)
                    m_recorded.store(done, std::memory_order_relaxed);
            }
            m_recorded.store(done, std::memory_order_relaxed);
        }
        m_result.stats = run->walker().stats();
        m_result.finished = run->ended();
        run->setListener(nullptr);
        m_result.record = std::move(record);
    } catch (const std::exception& e) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_failed = true;
        m_result.error = e.what();
    } catch (...) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_failed = true;
        m_result.error = "an unknown error";
    }
}

} // namespace pathfinder::app
