# track: torch
# exercise: heads
# why: multi_head_self_attention ports StreamingLLM's attention sink into the caller's mask with torch.where, making key 0 visible to every query of every head whatever the caller's mask says (allowed | key == 0), so masks that hide the first key are overridden there
# kind: public
# diagnosis: mask-ignored, shows-hidden
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = allowed.to(x.device).bool()
        key_index = torch.arange(k.shape[-2], device=x.device)
        allowed = torch.where(key_index == 0, True, allowed)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
