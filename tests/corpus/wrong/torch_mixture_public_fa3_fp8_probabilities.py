# track: torch
# exercise: mixture
# why: weighted_mixture ports FlashAttention-3's FP8 path, which casts the probabilities P to float8 e4m3 before the P @ V product, as weights.to(torch.float8_e4m3fn).to(values.dtype); e4m3 keeps 3 mantissa bits, so every weight is rounded by up to about 6 % of its size before the mixing, and the outputs are off accordingly
# kind: public
# diagnosis: inputs-rounded, rounded
# miss: weights rounded to float8 relative to their size: no relation replays float8's rounding of the weights
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # FA3 FP8: P is quantised to e4m3 before the second GEMM
    p = weights.to(torch.float8_e4m3fn).to(values.dtype)
    return p @ values
