# track: torch
# exercise: mixture
# why: slow but correct: explicit Python loops over every batch index, query and key, stacked back with torch.stack

import itertools


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    t, s = weights.shape[-2:]
    s_v, d_v = values.shape[-2:]
    if s != s_v:
        raise ValueError(f"weights have S={s} but values have S={s_v}")
    lead = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    w = weights.expand(*lead, t, s)
    v = values.expand(*lead, s, d_v)
    batches = []
    for index in itertools.product(*(range(n) for n in lead)):
        rows = []
        for i in range(t):
            acc = torch.zeros(d_v, dtype=weights.dtype, device=weights.device)
            for j in range(s):
                acc = acc + w[index][i, j] * v[index][j]
            rows.append(acc)
        batches.append(torch.stack(rows) if rows else w.new_zeros(0, d_v))
    return torch.stack(batches).reshape(*lead, t, d_v)
