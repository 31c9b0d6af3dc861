# track: torch
# exercise: heads
# why: split_heads ports the head split of torch.nn.functional.multi_head_attention_forward, q.view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1), written for sequence-first (T, B, E) tensors, as x.reshape(T, -1, d_h).transpose(0, 1): right for an unbatched (T, D) input, but a batch-first (B, T, D) input is read as if T came first, so the heads come back scrambled and folded into (B*H, T, d_h)
# kind: public
# diagnosis: axes-folded,fixed-leading-axes

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    t, head_dim = x.shape[-2], x.shape[-1] // n_heads
    # F.multi_head_attention_forward: q = q.view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    return x.reshape(t, -1, head_dim).transpose(0, 1)
