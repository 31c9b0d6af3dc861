# track: torch
# exercise: softmax
# why: stable_softmax ports the centring of DINO's teacher softmax (Caron et al. 2021), softmax((t - center) / temp) with center = t.mean(dim=0, keepdim=True), the mean of each output over the batch; here the "batch" is the queries, so each key's column of scaled scores loses its own mean over the queries (dim=-2) before the row shift, a shift per key that does not cancel in the row's normalisation
# kind: public
# diagnosis: shift-per-key
# miss: each key's column of scores less its mean over the queries is a shift per key, but a column holding -inf gives NaN (inf - inf) and the search ends on such cases: NaN leads
import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # DINO teacher: centre each output over the batch (here: over the queries), then sharpen
    center = scores.mean(dim=-2, keepdim=True).detach()
    centred = (scores - center) / temp
    row_max = centred.amax(dim=-1, keepdim=True).detach()
    exps = torch.exp(centred - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
