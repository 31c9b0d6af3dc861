# track: torch
# exercise: scaling
# why: adapts the wrapper of flash-attn's flash_attn_func, which zero-pads the head dimension up to a multiple of 8 before the kernel (F.pad(q, [0, 8 - d % 8])), but takes the scale from the padded width, math.sqrt(q.shape[-1]) after padding, where flash-attn computes softmax_scale from the original head size; the zeros leave the dot products alone, so the scores are right for d_k divisible by 8 and too small by sqrt(d_k / padded) otherwise
# kind: public
# diagnosis: ratio:trend-d_k
# miss: every d_k up to 8 pads to 8, so the checks' widths all see a scale of sqrt(8) whatever d_k is, and the lead is that hard-coded scale (ratio:fixed-scale, what the evidence shows); no case of the checks has a width above 8, where the padded width would move


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d = q.shape[-1]
    if d % 8 != 0:  # kernels want the head dim in multiples of 8
        pad = 8 - d % 8
        q = torch.nn.functional.pad(q, [0, pad])
        k = torch.nn.functional.pad(k, [0, pad])
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
