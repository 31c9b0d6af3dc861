# track: torch
# exercise: softmax
# why: stable_softmax ports PyTorch Geometric's utils.softmax(src, index) (scatter max, exp, scatter sum, divide) over the flattened scores, one segment per query row, but builds the segment ids with torch.arange(rows).repeat(S) where repeat_interleave(S) belongs; repeat lays the row ids out end to end, so entry i of the flat scores joins segment i % rows: each "row" that is shifted and normalised is a strided set of entries from several rows, not one query's keys
# kind: axes
# diagnosis: totals-misaligned, reduced-other-axis, rows-strided
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    s = scaled.shape[-1]
    flat = scaled.reshape(-1)
    rows = flat.numel() // s
    index = torch.arange(rows, device=scores.device).repeat(s)
    src_max = torch.full((rows,), float("-inf"), dtype=scaled.dtype, device=scores.device)
    src_max = src_max.scatter_reduce(0, index, flat.detach(), reduce="amax")
    if torch.isneginf(src_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    out = torch.exp(flat - src_max[index])
    out_sum = torch.zeros(rows, dtype=scaled.dtype, device=scores.device).index_add(0, index, out)
    return (out / out_sum[index]).reshape(scores.shape)
