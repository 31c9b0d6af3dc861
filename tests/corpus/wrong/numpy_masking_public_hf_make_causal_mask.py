# track: numpy
# exercise: masking
# why: causal_mask ports Hugging Face's _make_causal_mask (torch.full((t, t), finfo.min), then masked_fill(mask_cond < (mask_cond + 1).view(t, 1), 0)), which builds an additive float mask (0 where visible, the dtype's minimum where hidden), so it returns float32 numbers, not bools, and 0 marks the visible keys
# kind: public
# diagnosis: mask-not-bool
def causal_mask(t):
    mask = np.full((t, t), np.finfo(np.float32).min, dtype=np.float32)
    mask_cond = np.arange(t)
    mask[mask_cond < (mask_cond + 1).reshape(t, 1)] = 0
    return mask
