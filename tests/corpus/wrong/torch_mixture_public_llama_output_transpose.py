# track: torch
# exercise: mixture
# why: weighted_mixture ports the last lines of Hugging Face's Llama eager_attention_forward, attn_output = torch.matmul(attn_weights, value_states).transpose(1, 2).contiguous(), written for (batch, heads, T, d) to hand back (batch, T, heads, d); kept here it swaps axes 1 and 2, so 2-D inputs raise IndexError, 3-D outputs come back (B, d_v, T) and 4-D ones with T and the heads swapped
# kind: public
# diagnosis: fixed-leading-axes,fixed-ndim

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    attn_output = torch.matmul(weights, values)
    return attn_output.transpose(1, 2).contiguous()
