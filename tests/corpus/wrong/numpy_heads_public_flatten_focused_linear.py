# track: numpy
# exercise: heads
# why: attention ports the focused linear attention of the FLatten Transformer (Han et al. 2023, focusing_factor = 3): q and k go through phi(x) = |relu(x)| * relu(x)**3 / |relu(x)**3| and the weights are phi(q) phi(k)^T over their row sum (+1e-6), with no exp and no 1/sqrt(d_k), so the weights are not softmax(q k^T / sqrt(d_k))
# kind: public
# diagnosis: features-mapped
# miss: FLatten's focused feature map |relu(x)| * relu(x)**3 / |relu(x)**3| over a row sum with no exp: no relation replays that map; the evidence is a ratio of the logits no size names
import numpy as np

FOCUSING_FACTOR = 3


def _focus(x):
    x = np.maximum(x, 0) + 1e-6
    norm = np.linalg.norm(x, axis=-1, keepdims=True)
    x = x ** FOCUSING_FACTOR
    return x / np.linalg.norm(x, axis=-1, keepdims=True) * norm


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    sim = _focus(q) @ np.swapaxes(_focus(k), -2, -1)  # (..., T, S), all >= 0
    if allowed is not None:
        hidden = np.isneginf(mask_scores(sim, allowed))  # mask_scores checks the mask
        sim = np.where(hidden, 0, sim)
    weights = (sim / (sim.sum(axis=-1, keepdims=True) + 1e-6)).astype(q.dtype, copy=False)
    return weighted_mixture(weights, v), weights
