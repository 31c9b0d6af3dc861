# track: torch
# exercise: masking
# why: causal_mask returns torch.nn.attention.bias.causal_upper_left(t, t), the CausalBias object that scaled_dot_product_attention accepts as a causal mask, instead of a plain (t, t) bool tensor on the requested device
# kind: rules
# diagnosis: wrong-array-type


from torch.nn.attention.bias import causal_upper_left


def causal_mask(t, device=None):
    return causal_upper_left(t, t)  # the causal lower triangle, as PyTorch's own attention takes it
