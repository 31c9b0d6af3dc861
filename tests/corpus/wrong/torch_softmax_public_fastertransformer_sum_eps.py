# track: torch
# exercise: softmax
# why: stable_softmax ports the row normalisation of NVIDIA FasterTransformer's attention softmax kernel, s_sum = blockReduceSum(qk) + 1e-6f, dividing the exponentials by their row sum plus 1e-6 "so a row never divides by zero"; every row then sums to a little less than 1 and every weight is too small by that margin
# kind: public
# diagnosis: epsilon, row-sum

import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    qk = scores / temp
    s_max = qk.amax(dim=-1, keepdim=True)
    if torch.isneginf(s_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    qk = torch.exp(qk - s_max.detach())
    s_sum = qk.sum(dim=-1, keepdim=True) + 1e-6  # as the kernel: sum_val + 1e-6f
    return qk / s_sum
