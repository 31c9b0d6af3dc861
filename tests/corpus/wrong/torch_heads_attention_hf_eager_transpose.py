# track: torch
# exercise: heads
# why: ports Hugging Face's eager_attention_forward, which ends with attn_output.transpose(1, 2) to hand the o_proj a (batch, seq, heads, head_dim) tensor, so attention returns its output with axes 1 and 2 swapped: (B, T, H, d_v) for 4-D inputs, the last two axes swapped for 3-D ones, and 2-D inputs raise
# kind: public-code
# diagnosis: permuted, fixed-leading-axes


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scaling = q.shape[-1] ** -0.5
    attn_weights = torch.matmul(q, k.transpose(-2, -1)) * scaling
    if allowed is not None:
        attn_weights = mask_scores(attn_weights, allowed)
    attn_weights = stable_softmax(attn_weights)
    attn_output = torch.matmul(attn_weights, v)
    attn_output = attn_output.transpose(1, 2).contiguous()
    return attn_output, attn_weights
