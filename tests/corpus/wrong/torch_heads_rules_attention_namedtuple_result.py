# track: torch
# exercise: heads
# why: attention returns AttentionResult(output, weights), a collections.namedtuple "so callers can read .output and .weights", where the contract asks for a plain tuple (output, weights)
# kind: rules
# diagnosis: not-a-pair
import collections

import torch

AttentionResult = collections.namedtuple("AttentionResult", ["output", "weights"])


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return AttentionResult(weighted_mixture(weights, v), weights)
