# track: torch
# exercise: heads
# why: attention keeps the parameter order of Aladdin Persson's "Transformer from scratch" SelfAttention.forward(values, keys, query, mask), def attention(values, keys, query, allowed=None); its body is right for that order, but every caller (the checks, multi_head_self_attention) passes (q, k, v), so the queries are mixed as values and the values asked as queries
# kind: public
# diagnosis: signature-differs
import torch


def attention(values, keys, query, allowed=None):
    if keys.shape[-2] != values.shape[-2]:
        raise ValueError(f"keys have S={keys.shape[-2]} rows but values have S={values.shape[-2]}")
    energy = scaled_scores(query, keys)  # (..., T, S)
    if allowed is not None:
        energy = mask_scores(energy, allowed)
    attn = stable_softmax(energy)
    return weighted_mixture(attn, values), attn
