# track: torch
# exercise: mixture
# why: weighted_mixture lines its inputs up with weights, values = torch.broadcast_tensors(weights, values) "so their batch axes match" before the product; broadcast_tensors broadcasts the whole shapes, T against S and S against d_v as well, so every valid call whose (T, S) and (S, d_v) do not happen to broadcast raises RuntimeError
# kind: crash
# diagnosis: whole-shapes-broadcast


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    weights, values = torch.broadcast_tensors(weights, values)
    return weights @ values
