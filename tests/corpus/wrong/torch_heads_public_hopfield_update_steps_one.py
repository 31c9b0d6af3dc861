# track: torch
# exercise: heads
# why: attention ports the Hopfield layer of "Hopfield Networks is All You Need" (hopfield-layers) with update_steps_max=1, read as "one update"; in that library 0 already means the single step that is ordinary attention, so the port first replaces every query by its retrieved pattern, q <- softmax(q k^T / sqrt(d_k)) k, and then attends with those new queries, so the weights and outputs come from queries that are already mixtures of keys
# kind: public
# diagnosis: softmax-twice
# miss: each query replaced by its retrieved pattern before the attention proper: no relation replays attention applied twice to the queries
import torch


def _retrieve(q, k, allowed):
    scores = scaled_scores(q, k)  # beta = 1 / sqrt(d_k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    return stable_softmax(scores)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    update_steps_max = 1
    for _ in range(update_steps_max):
        q = _retrieve(q, k, allowed) @ k  # state pattern update: xi <- softmax(beta xi K^T) K
    weights = _retrieve(q, k, allowed)
    return weighted_mixture(weights, v), weights
