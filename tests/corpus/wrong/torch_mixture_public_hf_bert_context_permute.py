# track: torch
# exercise: mixture
# why: weighted_mixture ports the context step of Hugging Face's BertSelfAttention, context_layer = torch.matmul(attention_probs, value_layer).permute(0, 2, 1, 3).contiguous(), whose permute belongs to merging the heads; a fixed 4-axis permutation raises for 2-D and 3-D inputs and swaps H and T for 4-D ones
# kind: public
# diagnosis: fixed-ndim, permuted, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    context_layer = torch.matmul(weights, values)
    context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
    return context_layer
