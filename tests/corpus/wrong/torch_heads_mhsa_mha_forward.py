# track: torch
# exercise: heads
# why: delegates to F.multi_head_attention_forward, the functional core of nn.MultiheadAttention (forbidden), passing the kit's weights transposed into its (out, in) layout
# kind: rule
# diagnosis: forbidden-function

import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    *lead, t, d = x.shape
    xs = x.reshape(-1, t, d).transpose(0, 1)  # (T, B, D)
    in_proj = torch.cat([w_q.T, w_k.T, w_v.T], dim=0)
    mask = None if allowed is None else ~torch.as_tensor(allowed, device=x.device).bool()
    out, weights = F.multi_head_attention_forward(
        xs, xs, xs, d, n_heads, in_proj, None, None, None, False, 0.0,
        w_o.T, None, training=False, need_weights=True, attn_mask=mask,
        average_attn_weights=False,
    )
    out = out.transpose(0, 1).reshape(*lead, t, -1)
    return out, weights.reshape(*lead, n_heads, t, t)
