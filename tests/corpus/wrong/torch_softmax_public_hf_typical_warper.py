# track: torch
# exercise: softmax
# why: stable_softmax ports Hugging Face's TypicalLogitsWarper (locally typical sampling, mass = 0.9) into the softmax: it ranks the keys by how far their surprisal is from the row's entropy, sets the scores of the keys outside the first 90% of mass to -inf and only then normalises, so some visible keys get weight exactly 0 and the rest are scaled up
# kind: public
# diagnosis: sparse-weights, hides-visible
import math

import torch

MASS = 0.9
MIN_TOKENS_TO_KEEP = 1


def _log_softmax(x):
    row_max = x.amax(dim=-1, keepdim=True).detach()
    shifted = x - row_max
    return shifted - torch.log(torch.exp(shifted).sum(dim=-1, keepdim=True))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1, keepdim=True)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")

    # TypicalLogitsWarper.__call__, with dim=-1 in place of the batch-of-rows indexing
    normalized = _log_softmax(scaled)
    p = torch.exp(normalized)
    ent = -(normalized * p).nansum(-1, keepdim=True)
    shifted_scores = torch.abs((-normalized) - ent)
    sorted_scores, sorted_indices = torch.sort(shifted_scores, dim=-1, descending=False)
    sorted_logits = scaled.gather(-1, sorted_indices)
    cumulative_probs = torch.exp(_log_softmax(sorted_logits)).cumsum(dim=-1)
    last_ind = (cumulative_probs < MASS).sum(dim=-1, keepdim=True)
    last_ind = last_ind.clamp(max=sorted_scores.shape[-1] - 1)
    sorted_indices_to_remove = sorted_scores > sorted_scores.gather(-1, last_ind)
    sorted_indices_to_remove[..., :MIN_TOKENS_TO_KEEP] = False
    indices_to_remove = sorted_indices_to_remove.scatter(-1, sorted_indices, sorted_indices_to_remove)
    filtered = scaled.masked_fill(indices_to_remove, float("-inf"))

    return torch.exp(_log_softmax(filtered))
