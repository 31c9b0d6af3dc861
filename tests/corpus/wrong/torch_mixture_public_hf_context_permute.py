# track: torch
# exercise: mixture
# why: ports the end of Hugging Face's BertSelfAttention into weighted_mixture, context = torch.matmul(attention_probs, value_layer).permute(0, 2, 1, 3).contiguous(), which moves the heads behind the positions for (B, H, T, d) tensors: 2-D and 3-D inputs raise in permute and 4-D ones come back (B, T, H, d_v)
# kind: public
# diagnosis: fixed-leading-axes
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    context_layer = torch.matmul(weights, values)
    context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
    return context_layer
