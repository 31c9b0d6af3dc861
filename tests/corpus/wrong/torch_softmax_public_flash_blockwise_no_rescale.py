# track: torch
# exercise: softmax
# why: adapts FlashAttention's blockwise (online) softmax, walking the keys in blocks with a running max m and running sum l, but adds each block as l = l + exp(block - m_new).sum() without rescaling the old sum by exp(m - m_new), so whenever a later block raises the max the normaliser is too large and rows sum to less than 1
# kind: public
# diagnosis: row-sum, online-sum-not-rescaled
import math

import torch


def stable_softmax(scores, temperature=1.0, block_size=2):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    m = torch.full_like(scaled[..., :1], float("-inf"))
    l = torch.zeros_like(scaled[..., :1])
    for start in range(0, scaled.shape[-1], block_size):
        block = scaled[..., start:start + block_size]
        m_new = torch.maximum(m, block.amax(dim=-1, keepdim=True)).detach()
        if start + block_size >= scaled.shape[-1] and torch.isneginf(m_new).any():
            raise ValueError("a row of scores is entirely -inf")
        l = l + torch.exp(block - m_new).sum(dim=-1, keepdim=True)
        m = m_new
    return torch.exp(scaled - m) / l
