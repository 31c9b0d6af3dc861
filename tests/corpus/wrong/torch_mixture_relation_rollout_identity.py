# track: torch
# exercise: mixture
# why: weighted_mixture mixes with the weights prepared the attention-rollout way (Abnar and Zuidema 2020), 0.5 * weights + 0.5 * I with I = torch.eye(T, S), "the residual connection folded into the map", so every output row is half the expected mixture plus half of the value row at the query's own position
# kind: relation
# diagnosis: identity-mixed, scaled-offset
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    t, s = weights.shape[-2], weights.shape[-1]
    eye = torch.eye(t, s, dtype=weights.dtype, device=weights.device)
    rolled = 0.5 * weights + 0.5 * eye  # account for the residual connection
    return rolled @ values
