# track: torch
# exercise: scaling
# why: scaled_scores ports the association step of the hopfield-layers package (Ramsauer et al., "Hopfield Networks is All You Need"), whose Hopfield layer by default layer-normalises the state patterns (queries) and the stored patterns (keys) over their features (normalize_state_pattern=True, normalize_stored_pattern=True, no affine at init) before beta * R Y^T with beta = 1/sqrt(d_k); every query and key is centred and divided by its standard deviation, so each score is rescaled by its own query's and key's spread
# kind: public
# diagnosis: scale-per-row-and-column, cosine-scores
# miss: q and k layer-normalised over their features (centred and scaled) before the product: no relation replays a layer norm of the inputs
import math

import torch
import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    beta = 1.0 / math.sqrt(d_k)
    # Hopfield: normalise the state patterns R and the stored patterns Y first
    state = F.layer_norm(q, (d_k,), eps=1e-5)
    stored = F.layer_norm(k, (d_k,), eps=1e-5)
    return beta * (state @ stored.transpose(-2, -1))
