// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace docmodel {

// Finds an item of a vector by its id in constant time: a cache beside the
// model's public vectors, which anyone may change. A hit is checked against
// the vector (the item there still has the id), a miss or a stale hit falls
// back to the scan (and, after a few, rebuilds the cache), so an answer is
// never wrong. The
// cache is shared by copies (it holds positions, not pointers), is safe to
// read from several threads, and is no part of the model's value.
template<typename T>
class IdLookup
{
public:
    IdLookup() = default;
    IdLookup(const IdLookup &other) : mPositions(other.mPositions.load()) { }
    IdLookup &operator=(const IdLookup &other)
    {
        mPositions.store(other.mPositions.load());
        return *this;
    }
    bool operator==(const IdLookup &) const { return true; }

    template<typename Vector>
    auto find(Vector &items, std::string_view id) const -> decltype(&items.front())
    {
        // Below this a scan is as fast as hashing.
        constexpr size_t kScanned = 24;
        // Scans that found what a stale cache did not, before it is built
        // again: a model being built, looked up between its changes, is
        // not rebuilt after each; one read many times soon is.
        constexpr int kScansBeforeRebuild = 32;
        if (items.size() <= kScanned)
            return scan(items, id);
        const std::shared_ptr<const Positions> positions = mPositions.load();
        if (positions && positions->size == items.size()) {
            const auto found = positions->byId.find(id);
            if (found != positions->byId.end() && found->second < items.size()
                && items[found->second].id == id)
                return &items[found->second];
        }
        const auto scanned = scan(items, id);
        if (scanned && mStaleScans.fetch_add(1, std::memory_order_relaxed) + 1 >= kScansBeforeRebuild) {
            mStaleScans.store(0, std::memory_order_relaxed);
            mPositions.store(build(items));
        }
        return scanned;
    }

private:
    struct Hash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    struct Positions {
        size_t size = 0;
        std::unordered_map<std::string, size_t, Hash, std::equal_to<>> byId;
    };

    template<typename Vector>
    static auto scan(Vector &items, std::string_view id) -> decltype(&items.front())
    {
        for (auto &item : items)
            if (item.id == id)
                return &item;
        return nullptr;
    }

    static std::shared_ptr<const Positions> build(const std::vector<T> &items)
    {
        auto positions = std::make_shared<Positions>();
        positions->size = items.size();
        positions->byId.reserve(items.size());
        for (size_t i = 0; i < items.size(); ++i)
            positions->byId.try_emplace(items[i].id, i); // the first of duplicates, as a scan
        return positions;
    }

    mutable std::atomic<std::shared_ptr<const Positions>> mPositions;
    mutable std::atomic<int> mStaleScans = 0;
};

} // namespace docmodel
