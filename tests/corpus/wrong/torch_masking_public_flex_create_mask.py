# track: torch
# exercise: masking
# why: causal_mask follows the FlexAttention tutorial and builds the mask with torch.nn.attention.flex_attention.create_mask(causal, None, None, t, t, device=...), a mask_mod returning q_idx >= kv_idx; the triangle is right, but create_mask returns the (B, H, Q, KV) layout, here (1, 1, t, t), instead of the (t, t) mask
# kind: public
# diagnosis: extra-axis


def causal_mask(t, device=None):
    from torch.nn.attention.flex_attention import create_mask

    def causal(b, h, q_idx, kv_idx):
        return q_idx >= kv_idx

    return create_mask(causal, None, None, t, t, device=device if device is not None else "cpu")
