// SPDX-License-Identifier: GPL-3.0-or-later
#include "edgerouting.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

namespace docmodel {

namespace {

// How far a detour keeps off a box.
constexpr double kDetourMargin = 16;
// More boxes than this near one edge: a hand-drawn diagram is not that
// dense; a large model waits for Lay Out All rather than for the router.
constexpr size_t kMaxDetourObstacles = 40;

double cornerDistance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

} // namespace

QRectF routingArea(const QRectF &from, const QRectF &to)
{
    constexpr double kRoom = 240;
    return from.united(to).adjusted(-kRoom, -kRoom, kRoom, kRoom);
}

bool segmentCrosses(QPointF p, QPointF q, const QRectF &rect)
{
    // Liang–Barsky: clip the segment to the rectangle; it crosses when a
    // piece of positive length is left.
    double t0 = 0, t1 = 1;
    const double dx = q.x() - p.x(), dy = q.y() - p.y();
    const double pk[4] = { -dx, dx, -dy, dy };
    const double qk[4] = { p.x() - rect.left(), rect.right() - p.x(), p.y() - rect.top(),
        rect.bottom() - p.y() };
    for (int k = 0; k < 4; ++k) {
        if (pk[k] == 0) {
            if (qk[k] <= 0)
                return false;
            continue;
        }
        const double t = qk[k] / pk[k];
        if (pk[k] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 >= t1)
            return false;
    }
    return (t1 - t0) * std::hypot(dx, dy) > 0.5;
}

std::vector<QPointF> detourAround(
    const QRectF &from, const QRectF &to, const std::vector<QRectF> &boxes)
{
    const QPointF a = from.center(), b = to.center();
    std::vector<QRectF> obstacles;
    for (const QRectF &box : boxes)
        if (!box.intersects(from) && !box.intersects(to))
            obstacles.push_back(box.adjusted(-kDetourMargin, -kDetourMargin, kDetourMargin, kDetourMargin));
    const auto blocked = [&](QPointF p, QPointF q, bool leavesFrom, bool entersTo) {
        for (const QRectF &obstacle : obstacles)
            // A hair inside, so a way along a margin's side is open.
            if (segmentCrosses(p, q, obstacle.adjusted(1, 1, -1, -1)))
                return true;
        return (!leavesFrom && segmentCrosses(p, q, from)) || (!entersTo && segmentCrosses(p, q, to));
    };
    if (obstacles.empty() || obstacles.size() > kMaxDetourObstacles || !blocked(a, b, true, true))
        return {};

    // The shortest way on the visibility graph of the margins' corners (A*,
    // the straight distance left as the estimate: few corners are tried).
    std::vector<QPointF> nodes { a, b };
    for (const QRectF &obstacle : obstacles)
        for (const QPointF corner : { obstacle.topLeft(), obstacle.topRight(), obstacle.bottomLeft(),
                 obstacle.bottomRight() }) {
            const auto inside = [&](const QRectF &r) { return r.adjusted(1, 1, -1, -1).contains(corner); };
            if (std::none_of(obstacles.begin(), obstacles.end(), inside) && !inside(from) && !inside(to))
                nodes.push_back(corner);
        }
    const size_t n = nodes.size();
    std::vector<double> best(n, std::numeric_limits<double>::infinity());
    std::vector<size_t> previous(n, n);
    std::vector<bool> done(n, false);
    using Entry = std::pair<double, size_t>; // estimate of the whole way, node
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    best[0] = 0;
    open.push({ cornerDistance(a, b), 0 });
    while (!open.empty()) {
        const size_t at = open.top().second;
        open.pop();
        if (done[at])
            continue;
        done[at] = true;
        if (at == 1)
            break;
        for (size_t next = 1; next < n; ++next) {
            const double through = best[at] + cornerDistance(nodes[at], nodes[next]);
            if (done[next] || through >= best[next] || blocked(nodes[at], nodes[next], at == 0, next == 1))
                continue;
            best[next] = through;
            previous[next] = at;
            open.push({ through + cornerDistance(nodes[next], b), next });
        }
    }
    if (previous[1] == n)
        return {};
    std::vector<QPointF> bends;
    for (size_t at = previous[1]; at != 0; at = previous[at])
        bends.push_back(nodes[at]);
    std::reverse(bends.begin(), bends.end());
    return bends;
}

QRectF firstClearPlace(const std::vector<QRectF> &candidates, const std::vector<QRectF> &boxes)
{
    for (const QRectF &candidate : candidates)
        if (std::none_of(boxes.begin(), boxes.end(), [&](const QRectF &box) { return box.intersects(candidate); }))
            return candidate;
    return candidates.empty() ? QRectF() : candidates.front();
}

} // namespace docmodel
