# track: torch
# exercise: softmax
# why: stable_softmax ports the router of Mixtral's sparse MoE block (routing_weights, selected = torch.topk(logits, top_k=2); softmax over the two; scattered back), so each row keeps only its two largest scores, renormalised over those two, and every other visible key gets weight exactly 0
# kind: public
# diagnosis: sparse-weights, weights-top-k, hides-visible
import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    top_k = min(2, scaled.shape[-1])  # Mixtral: num_experts_per_tok = 2
    top_vals, selected = torch.topk(scaled, top_k, dim=-1)
    exps = torch.exp(top_vals - row_max.detach())
    routing_weights = exps / exps.sum(dim=-1, keepdim=True)
    return torch.zeros_like(scaled).scatter(-1, selected, routing_weights)
