# track: torch
# exercise: softmax
# why: stable_softmax ports the normalisation of Slot Attention (Locatello et al. 2020; google-research slot_attention, lucidrains/slot-attention), attn = dots.softmax(dim=1) followed by attn / attn.sum(dim=-1, keepdim=True): the exponentials are first normalised over the QUERIES (the slots, axis -2, with the column maximum as shift) and only then each row is divided by its sum, so the rows sum to 1 but every weight also carries its key column's factor 1 / (column sum of exps)
# kind: public
# diagnosis: normalised-both-axes

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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # Slot Attention: softmax over the slots (dim=1 of (B, slots, inputs)), then a weighted mean
    col_max = scaled.amax(dim=-2, keepdim=True)
    exps = torch.exp(scaled - col_max.detach())
    attn = exps / exps.sum(dim=-2, keepdim=True)  # each key's column sums to 1 over the queries
    return attn / attn.sum(dim=-1, keepdim=True)  # then each row is renormalised over the keys
