# track: numpy
# exercise: mixture
# why: weighted_mixture adapts FlashAttention's tiled forward loop (acc += p_blk @ v_blk; l += p_blk.sum(-1); out = acc / l) over blocks of keys, keeping the final division by the running row sum l, so every output row is divided by its weights' row sum: the weights are renormalised instead of used as given
# kind: public
# diagnosis: mixture-renormalised, fails-with-unnormalised-weights, weights-rescaled
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    block = 4
    S = weights.shape[-1]
    acc = None
    l = None
    for start in range(0, S, block):
        p_blk = weights[..., start:start + block]
        v_blk = values[..., start:start + block, :]
        part = p_blk @ v_blk
        acc = part if acc is None else acc + part
        row = p_blk.sum(axis=-1, keepdims=True)
        l = row if l is None else l + row
    return acc / l
