# track: torch
# exercise: mixture
# why: weighted_mixture computes each output entry as "a weights row dotted with a value column" with torch.linalg.vecdot(weights.unsqueeze(-2), values.unsqueeze(-3)), but without values.mT the values' last axis is d_v, not S: vecdot raises a size mismatch whenever d_v != S and mixes the wrong numbers when they are equal, so attention and multi-head attention fail on nearly every input
# kind: knockon
# diagnosis: crash

def weighted_mixture(weights, values):

    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )

    # out[..., t, j] = <weights[..., t, :], column j of the values>
    return torch.linalg.vecdot(weights.unsqueeze(-2), values.unsqueeze(-3))
