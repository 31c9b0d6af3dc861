# track: torch
# exercise: heads
# why: the student's weighted_mixture assumes 4-D values arrive in Hugging Face's (batch, seq, heads, head_dim) layout and transposes them with values.transpose(1, 2) first, so attention on 4-D inputs and batched multi-head attention mix the wrong axes or raise ValueError on valid calls
# kind: knock-on
# diagnosis: error-on-valid,fixed-ndim

def weighted_mixture(weights, values):
    if values.dim() == 4:
        values = values.transpose(1, 2)  # (B, T, H, d) -> (B, H, T, d)
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
